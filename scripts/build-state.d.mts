/** Types of scripts/build-state.mjs (plain JavaScript: it runs before anything is compiled). */
export type BuildTarget = 'client' | 'admin' | 'server' | 'cli';
export type BundleTarget = Exclude<BuildTarget, 'client' | 'admin'>;

export const BUILD_TARGETS: readonly BuildTarget[];
export const CLIENT_SOURCES: readonly string[];
export const CLIENT_IGNORED: readonly string[];
export const ADMIN_SOURCES: readonly string[];
export const BUNDLE_SETTINGS: readonly string[];
export function bundlePath(root: string, target: BundleTarget): string;
export function bundleRecordPath(root: string, target: BundleTarget): string;
export function isClientStale(root: string, clientDir?: string): boolean;
export function isAdminStale(root: string, adminDir?: string): boolean;
export function isBundleStale(root: string, target: BundleTarget): boolean;
export function isStale(root: string, target: BuildTarget): boolean;
export function staleTargets(root: string, targets?: readonly BuildTarget[]): BuildTarget[];
