/**
 * The UI's server entry, second half: what the page renderer needs to know of the client build
 * without loading React (which modules each route preloads, the frame chunk, the document's asset
 * list). `entry-server.tsx` renders; this names the files.
 */
export type { PageAssets } from './app/html-document';
export { FRAME_CHUNK, FRAME_CHUNK_MODULES, routeModules, SESSION_CHECK_MODULE } from './app/route-modules';
export { ENTRY_ATTRIBUTE, MODULES_ELEMENT_ID } from './app/page-scripts';
