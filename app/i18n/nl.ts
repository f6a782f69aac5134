import { it } from './it.ts';
import { uiMessagesNl } from '../components/ui/messages.nl.ts';
import { validationMessages } from '../../common/rules/messages.ts';
import { errorMessages } from '../../common/errors/catalogue.ts';

const errors = Object.fromEntries(Object.entries(errorMessages.nl).map(([code, text]) => [`error.${code}`, text]));

export const nl: Record<string, string> = { ...it, ...uiMessagesNl, ...validationMessages.nl, ...errors };
