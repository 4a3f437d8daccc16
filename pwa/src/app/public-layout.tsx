// The public frame of public-area.md §2.2: header, footer and chat button around every public route.
import { Outlet } from 'react-router-dom';
import { ChatButton } from '../components/chat-button.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

export function PublicLayout() {
  return (
    <div className="public-frame">
      <SiteHeader />
      <main className="public-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  );
}
