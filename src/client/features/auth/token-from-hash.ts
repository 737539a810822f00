/** Invitation and reset links carry their token in the fragment (#token=…), which never reaches a server log. */
export const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
