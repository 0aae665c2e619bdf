/** The app's version (package.json), shown in the footer and the export. */
declare const __APP_VERSION__: string;
