import { API_PREFIX } from './api-base'

/** The family's form: a public page, outside the clinician's session. */
export const FAMILY_PATH = '/familia'

/** Whether the page shown is the family's form (the clinician's session is then never asked about). */
export const onFamilyPage = () => window.location.pathname === FAMILY_PATH

// The family session's CSRF token (POST /family/open answers it): in memory only, gone with the page.
let csrfToken: string | null = null

export const setFamilyCsrfToken = (token: string | null) => {
  csrfToken = token
}

export const familyCsrfToken = () => csrfToken

/** Whether a request goes to the family's routes (/api/family/…), which a clinician's session never reaches. */
export const isFamilyRequest = (url: string) => url.startsWith(`${API_PREFIX}family/`)
