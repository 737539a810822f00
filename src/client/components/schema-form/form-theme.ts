import { templates } from './templates'
import { translateString } from './translate'
import { widgets } from './widgets'

/** How every questionnaire form looks and speaks (the widgets, templates and Portuguese strings): the wizard's and the previews'. */
export const formTheme = { widgets, templates, translateString } as const
