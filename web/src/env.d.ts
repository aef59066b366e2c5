/** The public site's origin (PUBLIC_URL at build time; see web/vite.config.ts). */
declare const __SITE_ORIGIN__: string;
