import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaselineApp } from './BaselineApp';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BaselineApp />
  </StrictMode>,
);
