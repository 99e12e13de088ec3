import { screen } from '@testing-library/react';
import { chatTexts } from '../i18n/th';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { ChatRoot } from './ChatRoot';

describe('<ChatRoot>', () => {
  it('serves the community room on every path under /chat', async () => {
    const { api } = createFakeHttpClient({
      'GET chat/profile': () => ({
        user_uid: 'C0001',
        display_name: 'C***',
        is_banned: false,
        banned_until: null,
        count_down: 0,
      }),
    });
    renderRemote(ChatRoot, { basename: '/chat', path: '/chat/anything', api });
    expect(screen.getByTestId('chat-room')).toHaveTextContent(chatTexts.chat.title);
    expect(screen.getByTestId('chat-room')).toHaveTextContent(chatTexts.chat.rules);
    expect(await screen.findByTestId('chat-empty')).toHaveTextContent(chatTexts.chat.empty);
  });
});
