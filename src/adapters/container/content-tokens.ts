/** Typed tokens of the content administration use cases (bound in content-bindings.ts). */
import type { ListContent, PreviewContent, PublishContent, RestoreContent, SetContent, ShowContent, UploadContentImage } from '../../application/content/content-entries';
import { token } from '../../application/ports/token';

export const LIST_CONTENT = token<ListContent>('ListContent');
export const SHOW_CONTENT = token<ShowContent>('ShowContent');
export const SET_CONTENT = token<SetContent>('SetContent');
export const PUBLISH_CONTENT = token<PublishContent>('PublishContent');
export const RESTORE_CONTENT = token<RestoreContent>('RestoreContent');
export const PREVIEW_CONTENT = token<PreviewContent>('PreviewContent');
export const UPLOAD_CONTENT_IMAGE = token<UploadContentImage>('UploadContentImage');
