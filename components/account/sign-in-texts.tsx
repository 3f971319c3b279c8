'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/** The sign-in dialog's texts, read when it first opens rather than sent in every page for a dialog few shoppers open. */
export const SignInTexts = fetchedTexts('sign-in');
