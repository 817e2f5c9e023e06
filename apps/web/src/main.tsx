// The preview hook must run first: the device preview injects the shell before the bridge links.
import './shared/bridge/preview-hook';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers, initSentry } from './shared/errors';
import { initTheme } from './shared/theme';
import { App, createApp } from './app/app';
import { loadFontsAtStart } from './app/fonts';

initTheme();
loadFontsAtStart();
installGlobalErrorHandlers();
void initSentry();

const app = createApp();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
