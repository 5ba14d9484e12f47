// Startup step 2 (entry-client.tsx): importing this evaluates the i18next chunk in a task of its own.
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
