ALTER TABLE "evaluations" ADD COLUMN "patient_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "snapshot_reconstructed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Evaluations sent before snapshots existed: the patient's record as it is now, marked as reconstructed.
UPDATE "evaluations" AS e SET
  "patient_snapshot" = jsonb_build_object(
    'name', p."name", 'birthDate', p."birth_date", 'age', p."age", 'school', p."school",
    'fatherName', p."father_name", 'fatherCareer', p."father_career", 'motherName', p."mother_name",
    'motherCareer', p."mother_career", 'phone', p."phone", 'livesWith', p."lives_with",
    'caregiver', p."caregiver", 'medications', p."medications", 'siblings', p."siblings", 'address', p."address"),
  "snapshot_reconstructed" = true
FROM "patients" AS p WHERE p."id" = e."patient_id";
