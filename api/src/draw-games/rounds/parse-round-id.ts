/** Round ids travel as decimal strings; anything else is an unknown round (404). */
import { AppError, ErrorCode } from 'shared-contracts';

export function parseRoundId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new AppError(ErrorCode.NOT_FOUND, `round ${text} does not exist`);
  return Number(text);
}
