/** Plain CSS files imported for their side effect by the client entry (Vite bundles them). */
declare module '*.css';
