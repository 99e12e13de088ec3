/** The ops flags of `GET backoffice/system/status` as a zod schema (readers/system-status.ts has the rules). */
import { z } from 'zod';
import { BANNER_TEXT_MAX_CHARS } from '../constants';

/** A banner or toast text: one or two sentences, never a page. */
const bannerText = z
  .string()
  .max(BANNER_TEXT_MAX_CHARS, `at most ${BANNER_TEXT_MAX_CHARS} characters: a banner is one or two sentences`);

/** The flags of `GET backoffice/system/status` (field names as on the wire, docs/product.md "System status"). */
export const systemStatusSchema = z.object({
  DepositError: z.boolean(),
  FreeStyle: z.boolean(),
  FreeStyleText: bannerText,
  FreeStyleSCB: z.boolean(),
  FreeStyleTextSCB: bannerText,
  GameError: z.boolean(),
  SCBError: z.boolean(),
  WithdrawError: z.boolean(),
  /** true = registration open. */
  Register: z.boolean(),
  UnderConstruction: z.boolean(),
  UnderConstructionText: bannerText,
  FriendInvite: z.boolean(),
  KioskError: z.boolean(),
  Valentine: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
