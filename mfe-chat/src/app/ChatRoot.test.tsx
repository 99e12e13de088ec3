import { act, screen } from '@testing-library/react';
import { chatTexts } from 'shared-contracts';
import { renderRemote } from 'shared-ui/testing';
import { ChatRoot } from './ChatRoot';

describe('<ChatRoot>', () => {
  it("shows the room's rules to a logged-in player and asks a visitor to log in", () => {
    const { session$ } = renderRemote(ChatRoot, { basename: '/chat' });
    expect(screen.getByTestId('chat-coming-soon')).toHaveTextContent(chatTexts.chat.rules);
    act(() => session$.next({ status: 'anonymous', customerCode: null, inactive: false }));
    expect(screen.getByTestId('chat-coming-soon')).toHaveTextContent(chatTexts.chat.loginToChat);
  });
});
