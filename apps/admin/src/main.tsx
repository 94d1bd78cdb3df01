// First: no contract schema may be made before zod is told not to probe eval.
import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app-routes.tsx';
import { NoticeProvider } from './components/notice-region.tsx';
import { LanguageProvider } from './i18n/language-context.tsx';
import { SessionProvider } from './session/session-context.tsx';
import './styles/admin.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <LanguageProvider>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </LanguageProvider>
    </SessionProvider>
  </StrictMode>,
);
