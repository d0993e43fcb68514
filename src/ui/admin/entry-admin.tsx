import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAdminContainer } from '../../adapters/container/admin';
import { AdminApp } from './shell/admin-app';
import { ADMIN_SCREENS } from './shell/admin-registry';
import './admin.css';

/** The back office's browser entry (issue 39): its own bundle (vite.admin.config.ts), never loaded by the storefront. */
const ADMIN_ROOT_ID = 'admin-root';

const root = document.getElementById(ADMIN_ROOT_ID);
if (root) {
  const container = createAdminContainer();
  createRoot(root).render(
    <StrictMode>
      <AdminApp container={container} screens={ADMIN_SCREENS} />
    </StrictMode>,
  );
}
