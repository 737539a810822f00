// Each evaluation keeps the patient as he was that day; a registered patient's steps 1 and 2 update his record in the
// evaluation's own transaction, and the audit trail keeps each changed field's old and new value.
import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { auditLog, evaluations, patients } from '../../db/schema'
import { bearer, errorOf } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'

const PATIENT = {
  name: 'Davi Nogueira',
  birthDate: '2021-05-20',
  age: '1 ano',
  phone: '(81) 99999-0000',
  school: 'Creche Girassol',
  siblings: [{ name: 'Lia', age: 9 }],
  address: [{ street: 'Rua do Sol', number: '10', city: 'Recife', state: 'PE', cep: '50010-000' }],
}

describe.each(dbKinds)('the patient an evaluation keeps (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(clinician.token),
      ...(payload ? { payload } : {}),
    })
  const newPatient = async (extra: object = {}) => {
    const response = await call('POST', '/patients', { ...PATIENT, ...extra })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string }>().id
  }
  const evaluate = async (body: object) => {
    const response = await call('POST', '/evaluations', body)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string; patient: Record<string, unknown> }>()
  }
  const read = async (id: string) =>
    (await call('GET', `/evaluations/${id}`)).json<{
      patient: Record<string, unknown>
      patientReconstructed: boolean
    }>()
  const patientUpdates = (patientId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.patientId} = ${patientId} AND ${auditLog.action} = 'patient.update'`)
      .orderBy(desc(auditLog.id))

  it('keeps the record of the day, the age on the evaluation date, whatever the record says later', async () => {
    const patientId = await newPatient()
    const first = await evaluate({ patientId, evaluationData: '2026-03-10' })
    const expected = { ...PATIENT, age: '4 anos e 9 meses' }
    expect(first.patient).toMatchObject(expected)

    const edited = await call('PUT', `/patients/${patientId}`, {
      name: PATIENT.name,
      phone: '(81) 98888-1111',
      school: 'Escola Nova',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const again = await read(first.id)
    expect(again.patient).toMatchObject(expected)
    expect(again.patientReconstructed).toBe(false)

    // Without a date, the age on the day it was sent; without a birth date, the age as typed.
    const undated = await evaluate({ patientId })
    expect((await read(undated.id)).patient).toMatchObject({
      phone: '(81) 98888-1111',
      school: 'Escola Nova',
    })
    const unknownBirth = await newPatient({ birthDate: undefined, age: 'uns 3 anos' })
    expect((await evaluate({ patientId: unknownBirth })).patient.age).toBe('uns 3 anos')
  })

  it("updates the patient with the evaluation's steps 1 and 2, and audits each change's old and new value", async () => {
    const patientId = await newPatient()
    const changed = {
      ...PATIENT,
      phone: '(11) 91234-5678',
      siblings: [...PATIENT.siblings, { name: 'Rui', age: 2 }],
      address: [{ ...PATIENT.address[0]!, number: '12' }],
    }
    const made = await evaluate({ patientId, evaluationData: '2026-11-20', patient: changed })
    expect(made.patient).toMatchObject({ phone: changed.phone, siblings: changed.siblings })

    const record = (await call('GET', `/patients/${patientId}`)).json<Record<string, unknown>>()
    expect(record).toMatchObject({
      phone: changed.phone,
      siblings: changed.siblings,
      address: changed.address,
    })
    const [entry] = await patientUpdates(patientId)
    expect(entry?.details).toEqual({
      changes: {
        phone: { from: PATIENT.phone, to: changed.phone },
        siblings: { from: PATIENT.siblings, to: changed.siblings },
        address: { from: PATIENT.address, to: changed.address },
      },
      evaluationId: made.id,
    })

    // Sent unchanged, the record is not touched and no change is audited.
    await evaluate({ patientId, patient: changed })
    expect(await patientUpdates(patientId)).toHaveLength(1)
  })

  it('leaves neither the patient change nor the evaluation when the evaluation cannot be stored', async () => {
    const patientId = await newPatient()
    // A database that refuses this one evaluation, after the patient's update in the same transaction.
    await t.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_test_evaluation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`)
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_test_evaluation BEFORE INSERT ON evaluations FOR EACH ROW
      WHEN (NEW.main_complaint = 'recusar') EXECUTE FUNCTION refuse_test_evaluation()`)
    try {
      const response = await call('POST', '/evaluations', {
        patientId,
        mainComplaint: 'recusar',
        patient: { ...PATIENT, phone: '(21) 97777-2222' },
      })
      expect(response.statusCode).toBe(500)
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_test_evaluation ON evaluations`)
    }
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patientId))
    expect(row?.phone).toBe(PATIENT.phone)
    expect(
      await t.database.db.select().from(evaluations).where(eq(evaluations.patientId, patientId)),
    ).toEqual([])
    expect(await patientUpdates(patientId)).toEqual([])
  })

  it('says when the record an evaluation shows was reconstructed by the migration, not kept on the day', async () => {
    const patientId = await newPatient()
    const made = await evaluate({ patientId, evaluationData: '2025-01-10' })
    // What migration 0008 leaves on an evaluation sent before snapshots existed (its own test checks the SQL).
    await t.database.db
      .update(evaluations)
      .set({ snapshotReconstructed: true })
      .where(eq(evaluations.id, made.id))
    const read1 = await read(made.id)
    expect(read1.patientReconstructed).toBe(true)
    expect(read1.patient).toMatchObject({ name: PATIENT.name, age: '3 anos e 7 meses' })
    const list = (await call('GET', `/patients/${patientId}/evaluations`)).json<{ id: string }[]>()
    expect(list.map((e) => e.id)).toContain(made.id)
  })

  it('refuses an unknown patient, with or without changes, and stores nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const body of [{ patientId: unknown }, { patientId: unknown, patient: PATIENT }]) {
      const response = await call('POST', '/evaluations', body)
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).message).toBe(NOT_FOUND.patient)
    }
    expect(await t.database.db.select().from(evaluations).where(eq(evaluations.patientId, unknown))).toEqual(
      [],
    )
  })
})
