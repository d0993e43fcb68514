import { useEffect, useRef, useState } from 'react';
import type * as LeafletModule from 'leaflet';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { formatDistanceKm, type RelayPoint } from '../../domain/orders/relay-point';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

type Leaflet = typeof LeafletModule;

/**
 * Leaflet and its stylesheet load with the first map, in their own chunk: the shipping page is
 * the only one that draws a map, so no other page (and not the shared vendor chunk) carries it.
 */
let loading: Promise<Leaflet> | null = null;
function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([module]) => ((module as { default?: Leaflet }).default ?? module) as Leaflet)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * The relay points on a map (SPEC §2 "relay map"). With a configured tile source the points sit
 * on its tiles; with none (the default, and offline) on the drawn backdrop of `.relay-map`, so the
 * map shows where the points are relative to each other without fetching anything. Points are
 * vector circles, not marker pictures, for the same reason. Choosing a point on the map is the
 * same as choosing it in the list.
 */
export function RelayMap({
  points,
  selectedId,
  tileUrl,
  onSelect,
}: {
  points: readonly RelayPoint[];
  selectedId: string | null;
  tileUrl: string | null;
  onSelect: (point: RelayPoint) => void;
}) {
  const t = useT();
  const { site } = useRootStore();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ leaflet: Leaflet; map: LeafletMap; layer: LayerGroup } | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    loadLeaflet()
      .then((leaflet) => {
        if (!live || !element.current) return;
        const created = leaflet.map(element.current, { zoomControl: true, attributionControl: Boolean(tileUrl), scrollWheelZoom: false });
        if (tileUrl) leaflet.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap' }).addTo(created);
        map.current = { leaflet, map: created, layer: leaflet.layerGroup().addTo(created) };
        setReady(true);
      })
      .catch((error: unknown) => {
        console.error('Unable to load the map', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      map.current?.map.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const current = map.current;
    if (!ready || !current || points.length === 0) return;
    const { leaflet, layer } = current;
    layer.clearLayers();
    for (const point of points) {
      const chosen = point.id === selectedId;
      leaflet
        .circleMarker([point.latitude, point.longitude], {
          radius: chosen ? 11 : 8,
          color: '#ffffff',
          weight: 2,
          fillColor: chosen ? '#c8102e' : '#111111',
          fillOpacity: 1,
        })
        .bindTooltip(`${point.name} · ${t('shipping.relay.distance', { distance: formatDistanceKm(point.distanceKm, site.locale.iso) })}`)
        .on('click', () => select.current(point))
        .addTo(layer);
    }
    const bounds = leaflet.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number]));
    current.map.fitBounds(bounds.pad(0.25), { maxZoom: 15 });
  }, [ready, points, selectedId, t, site.locale.iso]);

  if (failed) return null;
  return (
    <div className={`relay-map${tileUrl ? ' relay-map--tiles' : ''}`} data-testid="relay-map">
      <div ref={element} className="relay-map__canvas" role="region" aria-label={t('shipping.relay.mapLabel')} />
    </div>
  );
}
