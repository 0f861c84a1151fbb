import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './app.js';

// Real paths under /backoffice/ (the API falls back to index.html for them), not a hash router.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/backoffice/*" element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
