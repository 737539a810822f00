/* Generated from schemas/ by `npm run gen:types`: do not edit. */
/* eslint-disable */

export interface Patient {
name: string
birthDate?: string
age?: string
school?: string
fatherName?: string
fatherCareer?: string
motherName?: string
motherCareer?: string
phone?: string
livesWith?: string
caregiver?: string
medications?: string
/**
 * @maxItems 20
 */
siblings?: PatientSibling[]
/**
 * @maxItems 10
 */
address?: Address[]
}

export interface PatientSibling {
name?: string
age?: number
}

export interface Address {
street?: string
number?: string
neighborhood?: string
city?: string
state?: (("AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO") & string)
cep?: string
}

export interface PersonalDataSection {
mainComplaint?: string
evaluationData?: string
patientName: string
birthDate?: string
patientAge?: string
school?: string
fatherName?: string
fatherCareer?: string
motherName?: string
motherCareer?: string
phoneNumber?: string
livesWith?: string
caregiver?: string
medications?: string
/**
 * @maxItems 20
 */
siblings?: Sibling[]
}

export interface Sibling {
siblingsName?: string
siblingsAge?: number
}

export interface AddressSection {
/**
 * @maxItems 10
 */
address?: Address[]
}

export interface GestationSection {
gestationDuration?: number
motherAge?: number
prenatalTreatment?: boolean
pregnancyExperience?: string
coupleRelationship?: string
maternalHealthConditions?: string
hypotension?: boolean
hypertension?: boolean
anemia?: boolean
diseasesDuringPregnancy?: string
medicationsDuringPregnancy?: string
accidents?: string
deliveryDuration?: string
anesthesia?: boolean
normalDelivery?: boolean
forcepsDelivery?: boolean
cesareanDelivery?: boolean
birthWeight?: number
birthHeight?: number
cried?: boolean
cyanosis?: boolean
postpartumExperience?: string
motherBabyHealthPostpartum?: string
postpartumDepression?: string
firstDaysAtHome?: string
observations?: string
}

export interface NutritionSection {
breastfeeding?: boolean
breastfeedingDuration?: string
artificialFeeding?: boolean
artificialFeedingDuration?: string
goodSuctionSwallowing?: boolean
choking?: boolean
vomiting?: boolean
weaning?: string
bottleFeedingAge?: string
solidFoodIntroductionAge?: string
acceptsDifferentTextures?: boolean
foodSelectivity?: boolean
forcedEat?: boolean
currentFeeding?: string
feedingIssuesDescription?: string
observations?: string
}

export interface SleepSection {
asBabyNoProblems?: boolean
asBabySleptAlone?: boolean
asBabySharedWith?: string
asBabySleepDifficulties?: string
currentNoProblems?: boolean
currentSleptAlone?: boolean
currentSharedWith?: string
currentSleepDifficulties?: string
normal?: boolean
restless?: boolean
talksDuringSleep?: boolean
sleepwalking?: boolean
teethGrinding?: boolean
nocturnalEnuresis?: boolean
sleepsWithMouthOpen?: boolean
drools?: boolean
observations?: string
}

export type YesNoDifficulty = ("sim" | "nao" | "com_dificuldade")

export type YesNoDifficulty1 = string

export interface PsychomotorDevelopmentSection {
heldHeadUp?: string
grabbedObjectsAge?: string
floppyOrFirmBaby?: string
crawled?: boolean
crawledAge?: string
walkedAge?: string
sphincterControl?: boolean
canJump?: boolean
agile?: boolean
hasBalanceIssues?: boolean
fallingFrequency?: string
bumpsIntoThings?: boolean
dropsThingsFromHands?: boolean
difficultyRunningClimbing?: boolean
difficultyWithObjects?: boolean
difficultyPlaying?: boolean
goodDirectionSense?: string
walksOnTiptoes?: boolean
swingsWhenWalking?: boolean
postureProblems?: boolean
orthopedicProblems?: boolean
usedBoots?: boolean
walkingDefects?: string
bathAlone?: (YesNoDifficulty & YesNoDifficulty1)
brushesTeethAlone?: (YesNoDifficulty & YesNoDifficulty1)
cleansSelf?: (YesNoDifficulty & YesNoDifficulty1)
dressesSelf?: (YesNoDifficulty & YesNoDifficulty1)
buttonsClothes?: (YesNoDifficulty & YesNoDifficulty1)
tiesShoes?: (YesNoDifficulty & YesNoDifficulty1)
difficultyWithHygieneSequence?: (YesNoDifficulty & YesNoDifficulty1)
dailyActivities?: string
motorExamples?: string
observations?: string
}

export interface LanguageDevelopmentSection {
emitsPrimitiveSound?: boolean
firstVocalizationsAge?: string
babbled?: string
syllableRepetition?: string
wordsWithMeaning?: string
firstWords?: string
firstSentences?: string
simpleCompleteSentences?: string
understoodByAllWhen?: string
stutteredAround?: string
speechRhythm?: string
speechDelay?: string
speechArticulation?: string
understandsCommands?: boolean
languageUnderstood?: boolean
answersToName?: boolean
looksWhenPointed?: boolean
usesGesture?: boolean
usesAdultHand?: boolean
sings?: boolean
knowsSongs?: boolean
gestureHelp?: boolean
gestureShare?: boolean
gestureNodYes?: boolean
gestureNodNo?: boolean
gestureShakeFingerNo?: boolean
gestureWave?: boolean
gestureBlowKiss?: boolean
gestureClap?: boolean
gestureLiftArms?: boolean
gestureImitate?: boolean
echolalia?: boolean
repeatsPhrases?: boolean
pronounConfusion?: boolean
inventsWords?: boolean
strangeWordCombinations?: boolean
insistsOnRepetition?: boolean
reactionWhenContradicted?: string
observations?: string
}

export interface PathologicalHistorySection {
physicalMalformations?: boolean
measles?: boolean
smallpox?: boolean
chickenpox?: boolean
highFever?: boolean
fallsBlows?: boolean
tonsilsAdenoids?: boolean
psychosomaticDisorders?: string
operationsDone?: string
seesWell?: boolean
wearsGlasses?: boolean
optometristReason?: string
optometristResult?: string
hearingProblems?: boolean
whichEar?: string
howUnderstand?: string
attendedTherapy?: string
familyDevelopmentHistory?: string
familySurgeriesHospitalizations?: string
observations?: string
}

export interface IndependenceAndComprehensionSection {
startedEatingAloneAge?: string
startedDressingAloneAge?: string
startedBathingAloneAge?: string
startedIdentifyingObjectsAge?: string
observations?: string
}

export interface SchoolingSection {
currentSchool?: string
currentGrade?: string
attendedKindergarten?: boolean
kindergartenAge?: string
changedSchoolsOften?: boolean
doesWellSchool?: boolean
likesStudy?: boolean
parentsStudyChild?: boolean
writingDifficulties?: boolean
arithmeticDifficulties?: boolean
hasBeenHeldBack?: boolean
reasonBeingHeldBack?: string
observations?: string
}

export type YesNoSometimes = ("sim" | "nao" | "ocasionalmente")

export type YesNoSometimes1 = string

export interface RecreationSection {
favoriteActivitiesAndToys?: string
favoriteBooksAndTvShows?: string
adaptsHasFriends?: boolean
functionalPlay?: boolean
operateConsistently?: (YesNoSometimes & YesNoSometimes1)
pretendPlayMiniatures?: (YesNoSometimes & YesNoSometimes1)
pretendPlayObjects?: (YesNoSometimes & YesNoSometimes1)
pretendPlayRoles?: (YesNoSometimes & YesNoSometimes1)
typicalExploration?: string
atypicalExploration?: string
observations?: string
}

export interface HabitsAndTicsSection {
usedPacifier?: string
pacifierRemovalMethod?: string
suckedThumb?: boolean
thumbHand?: string
thumbSuckingDuration?: string
thumbSuckingRemovalMethod?: string
bitesNails?: (YesNoSometimes & YesNoSometimes1)
nailBitingHand?: string
alignsObjects?: (YesNoSometimes & YesNoSometimes1)
playsWithPartsOnly?: (YesNoSometimes & YesNoSometimes1)
opensAndClosesObjects?: (YesNoSometimes & YesNoSometimes1)
rigidPretendPlay?: (YesNoSometimes & YesNoSometimes1)
resistsRoutineChange?: (YesNoSometimes & YesNoSometimes1)
fixedActivitySequence?: (YesNoSometimes & YesNoSometimes1)
attachedToUnusualObjects?: (YesNoSometimes & YesNoSometimes1)
handNearFace?: (YesNoSometimes & YesNoSometimes1)
handsNearBody?: (YesNoSometimes & YesNoSometimes1)
bodySwing?: (YesNoSometimes & YesNoSometimes1)
armFlapping?: (YesNoSometimes & YesNoSometimes1)
sensoryInterest?: (YesNoSometimes & YesNoSometimes1)
soundSensitivity?: (YesNoSometimes & YesNoSometimes1)
inappropriateTouch?: (YesNoSometimes & YesNoSometimes1)
hyperactivity?: (YesNoSometimes & YesNoSometimes1)
reactionWhenPlayInterrupted?: string
reactionToInterruption?: string
fears?: string
observations?: string
}

export interface FamilyInterrelationshipSection {
relationshipFather?: string
relationshipMother?: string
relationshipSiblings?: string
relationshipOthers?: string
headOrientationToAdult?: (YesNoSometimes & YesNoSometimes1)
smilesAtFamiliarPeople?: (YesNoSometimes & YesNoSometimes1)
smilesAtUnfamiliarPeople?: (YesNoSometimes & YesNoSometimes1)
smilesInResponse?: (YesNoSometimes & YesNoSometimes1)
facialExpressionVariation?: (YesNoSometimes & YesNoSometimes1)
emotionalExpressionContext?: (YesNoSometimes & YesNoSometimes1)
isAffectionate?: (YesNoSometimes & YesNoSometimes1)
sharesPleasure?: (YesNoSometimes & YesNoSometimes1)
caresAboutParents?: (YesNoSometimes & YesNoSometimes1)
jointAttentionPointing?: (YesNoSometimes & YesNoSometimes1)
commentsGesturesOrSpeech?: (YesNoSometimes & YesNoSometimes1)
followsPointing?: (YesNoSometimes & YesNoSometimes1)
respondsToPlayInvitation?: (YesNoSometimes & YesNoSometimes1)
initiatesWithChildren?: (YesNoSometimes & YesNoSometimes1)
respondsButNoInitiative?: (YesNoSometimes & YesNoSometimes1)
anxiousWithChildren?: (YesNoSometimes & YesNoSometimes1)
stereotypedPlayOnly?: (YesNoSometimes & YesNoSometimes1)
prefersPairPlay?: (YesNoSometimes & YesNoSometimes1)
anxiousWithStrangers?: (YesNoSometimes & YesNoSometimes1)
avoidsStrangerContact?: (YesNoSometimes & YesNoSometimes1)
persistentAggression?: (YesNoSometimes & YesNoSometimes1)
excessiveDisinhibition?: (YesNoSometimes & YesNoSometimes1)
contextualBehaviorVariation?: (YesNoSometimes & YesNoSometimes1)
worriesWhenApart?: (YesNoSometimes & YesNoSometimes1)
smilesAtParentsReturn?: (YesNoSometimes & YesNoSometimes1)
asksParentsForHelp?: (YesNoSometimes & YesNoSometimes1)
checksParentsInNewPlaces?: (YesNoSometimes & YesNoSometimes1)
schoolAdaptation?: string
observations?: string
}

export interface EvaluationSections {
  gestation?: GestationSection
  nutrition?: NutritionSection
  sleep?: SleepSection
  psychomotorDevelopment?: PsychomotorDevelopmentSection
  languageDevelopment?: LanguageDevelopmentSection
  pathologicalHistory?: PathologicalHistorySection
  independenceAndComprehension?: IndependenceAndComprehensionSection
  schooling?: SchoolingSection
  recreation?: RecreationSection
  habitsAndTics?: HabitsAndTicsSection
  familyInterrelationship?: FamilyInterrelationshipSection
}

/** The wizard's sections, in its order (wizard.json). */
export type SectionKey = 'personalData' | 'address' | 'gestation' | 'nutrition' | 'sleep' | 'psychomotorDevelopment' | 'languageDevelopment' | 'pathologicalHistory' | 'independenceAndComprehension' | 'schooling' | 'recreation' | 'habitsAndTics' | 'familyInterrelationship'

/** The sections that fill the patient's record (target "patient"). */
export type PatientSectionKey = 'personalData' | 'address'

/** The evaluation's own sections (target "evaluation"). */
export type EvaluationSectionKey = 'gestation' | 'nutrition' | 'sleep' | 'psychomotorDevelopment' | 'languageDevelopment' | 'pathologicalHistory' | 'independenceAndComprehension' | 'schooling' | 'recreation' | 'habitsAndTics' | 'familyInterrelationship'
