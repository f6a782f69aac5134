import { it } from './it.ts';
import { uiMessagesEn } from '../components/ui/messages.en.ts';
import { validationMessages } from '../../common/rules/messages.ts';
import { errorMessages } from '../../common/errors/catalogue.ts';

const errors = Object.fromEntries(Object.entries(errorMessages.en).map(([code, text]) => [`error.${code}`, text]));

export const en: Record<string, string> = { ...it, ...uiMessagesEn, ...validationMessages.en, ...errors };
