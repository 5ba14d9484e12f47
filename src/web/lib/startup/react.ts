// Startup step 1 (entry-client.tsx): importing this evaluates the React chunk in a task of its own.
export { hydrateRoot } from 'react-dom/client';
export { startTransition, StrictMode } from 'react';
