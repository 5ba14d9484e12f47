import base from './playwright.config.ts';
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];
export default { ...base, webServer: servers.map((server) => ({ ...server, timeout: 240_000 })) };
