// Device preview entry (/preview, DESIGN 12): two phones whose frames get the native shell's
// bridge from this page before the app in them links its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPreviewHost, type PreviewWindow } from './preview-host';
import { PreviewApp } from './ui/preview-app';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './preview.css';

const host = createPreviewHost();
// Installed before any frame exists, so the app's first script always finds it.
(window as PreviewWindow).__DAMA_PREVIEW__ = host.hook;

const container = document.getElementById('preview-root');
if (!container) throw new Error('preview-root element is missing from preview.html');

createRoot(container).render(
  <StrictMode>
    <PreviewApp phones={host.phones} />
  </StrictMode>,
);
