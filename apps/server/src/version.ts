import packageJson from '../package.json' with { type: 'json' };

/** This server's version from its package.json; SERVER_VERSION overrides it. */
export const PACKAGE_VERSION: string = packageJson.version;
