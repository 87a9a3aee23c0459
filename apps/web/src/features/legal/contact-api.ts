/** The public e-mail forms (/accessibility, /kontakt): POST /contact-message, no login. */
import type { ContactMessageRequest, ContactMessageResponse } from '@vita/shared';
import { apiRequest } from '../../api/client';

export const contactApi = {
  send: (body: ContactMessageRequest) => apiRequest<ContactMessageResponse>('/contact-message', { body }),
};
