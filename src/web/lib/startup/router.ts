// Startup step 3 (entry-client.tsx): importing this evaluates the router chunk in a task of its own.
export { BrowserRouter } from 'react-router';
