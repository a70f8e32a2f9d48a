import { RequireUser } from '@web/features/auth/require-user';
import { ChatPage } from '@web/features/chat/components/chat-page';

export function ChatScreen() {
  return (
    <RequireUser message="Please log in to chat with Main Thera">
      <ChatPage />
    </RequireUser>
  );
}
