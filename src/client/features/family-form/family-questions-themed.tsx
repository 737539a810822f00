import { MuiTheme } from '../../components/mui-theme'
import FamilyQuestions, { type FamilyQuestionsProps } from './family-questions'

/**
 * The questions in the app's MUI theme. The page around them is drawn without MUI, so that the birth date, the first
 * screen a phone downloads, carries none of it: MUI comes with this chunk, after the birth date is confirmed.
 */
export default function FamilyQuestionsThemed(props: FamilyQuestionsProps) {
  return (
    <MuiTheme>
      <FamilyQuestions {...props} />
    </MuiTheme>
  )
}
