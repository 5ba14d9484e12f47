/** Max lengths of a contact message's fields. */
export const CONTACT_LIMITS = { fullName: 100, email: 254, subject: 200, message: 5000 } as const;

/** The plain-text answer of POST /api/contactus/save. */
export const CONTACT_SUCCESS_TEXT = 'Request Success.';
