// Startup step 4 (entry-client.tsx): importing this evaluates the TanStack Query chunk in a task of its own.
export { hydrate, QueryClient } from '@tanstack/react-query';
