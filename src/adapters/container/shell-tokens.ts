/** Typed tokens of the storefront shell use cases (bound in shell-bindings.ts). */
import type { GetContentPage } from '../../application/shell/get-content-page';
import type { GetErrorPage } from '../../application/shell/get-error-page';
import type { ResolvePage } from '../../application/shell/resolve-page';
import type { TrackVisit } from '../../application/shell/track-visit';
import { token } from '../../application/ports/token';

export const RESOLVE_PAGE = token<ResolvePage>('ResolvePage');
export const TRACK_VISIT = token<TrackVisit>('TrackVisit');
export const GET_ERROR_PAGE = token<GetErrorPage>('GetErrorPage');
export const GET_CONTENT_PAGE = token<GetContentPage>('GetContentPage');
