/**
 * Standalone page (npm run dev): mounts this remote's own parcel with a stub session, its own bus and
 * a fetch-based API client, exactly as the shell would mount it under /chat.
 */
import { mountRootParcel } from 'single-spa';
import { createStandaloneProps } from 'shared-contracts/browser';
import * as parcel from './parcel';

const domElement = document.getElementById('root');
if (!domElement) throw new Error('#root is missing from index.html');
void mountRootParcel({ ...parcel, name: 'chat-standalone' }, { domElement, ...createStandaloneProps('/chat') });
