import { describe, expect, it } from 'vitest';
import { readMapTileUrl } from './content-service';

describe('MAP_TILE_URL (the relay map tiles)', () => {
  it('takes an http(s) tile template with {z}, {x} and {y}', () => {
    expect(readMapTileUrl({ MAP_TILE_URL: ' https://tile.openstreetmap.org/{z}/{x}/{y}.png ' })).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('leaves the map on its drawn background when unset or not a template', () => {
    expect(readMapTileUrl({})).toBeNull();
    expect(readMapTileUrl({ MAP_TILE_URL: 'https://tile.example/tiles.png' })).toBeNull();
    expect(readMapTileUrl({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toBeNull();
    expect(readMapTileUrl({ MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png"><script>' })).toBeNull();
  });
});
