/**
 * What a refused chat write means for the room (docs/product.md "Envelope and codes"; the spec's chat error
 * rules): the gateway's 403 text says why. "revoked" (the live token was revoked) is only logged; "banned"
 * (`banned from chat until ...`) starts the countdown; any other 403 is the community rules; a 429 is writing
 * too fast; a 409 on a reaction is "Action Already Added".
 */
import { LiveRefusal } from 'shared-contracts';

export type SendRefusal =
  | { kind: 'revoked' }
  | { kind: 'banned' }
  | { kind: 'rules' }
  | { kind: 'too-fast' }
  | { kind: 'already-added' }
  | { kind: 'failed' };

/** The refusal's status and text, when `error` is a LiveRefusal (also one from another copy of the class). */
function refusalOf(error: unknown): { status: number; text: string } | null {
  if (error instanceof LiveRefusal) return { status: error.status, text: error.message };
  if (error && typeof error === 'object' && (error as { name?: unknown }).name === 'LiveRefusal') {
    const e = error as { status?: unknown; message?: unknown };
    if (typeof e.status === 'number') return { status: e.status, text: String(e.message ?? '') };
  }
  return null;
}

/** Classifies a failed publish or reaction. */
export function sendRefusal(error: unknown): SendRefusal {
  const r = refusalOf(error);
  if (!r) return { kind: 'failed' };
  if (r.status === 409 || /already added/i.test(r.text)) return { kind: 'already-added' };
  if (r.status === 429) return { kind: 'too-fast' };
  if (r.status !== 403) return { kind: 'failed' };
  if (/revoked/i.test(r.text)) return { kind: 'revoked' };
  if (/banned/i.test(r.text)) return { kind: 'banned' };
  return { kind: 'rules' };
}
