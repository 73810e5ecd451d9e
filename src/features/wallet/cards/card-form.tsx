import { type FormEvent, useState } from 'react'
import type { Lengths } from '../../../../contract/calls/config.ts'
import type { BankCard } from '../../../../contract/calls/wallet-withdraw.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import { Select } from '../../../ui/select.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useFieldText } from '../../auth/index.ts'
import { type SaveCardBody, useSaveCard } from '../api/bank-cards.ts'
import { cardFailure } from './card-errors.ts'
import {
  type CardErrors,
  type CardField,
  checkCard,
  HOLDER_NAME_MAX,
  normalizeAccountNo,
  normalizeHolderName,
} from './card-validation.ts'
import s from './cards.module.css'

interface CardFormProps {
  /** The card being changed; absent when adding one. */
  card?: BankCard
  banks: ReadonlyArray<{ id: number; name: string }>
  lengths: Lengths
  onSaved: () => void
}

export function CardForm({ card, banks, lengths, onSaved }: CardFormProps) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const save = useSaveCard()
  const [values, setValues] = useState({
    bankId: card ? String(card.bankId) : '',
    holderName: card?.holderName ?? '',
    accountNo: '',
  })
  const [errors, setErrors] = useState<CardErrors>({})
  const [formError, setFormError] = useState<string | undefined>()
  const { min, max } = lengths.withdrawAccount

  const set = (field: CardField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
    setFormError(undefined)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    const problems = checkCard(values, lengths, card !== undefined)
    setErrors(problems)
    setFormError(undefined)
    if (Object.keys(problems).length > 0) return
    const accountNo = normalizeAccountNo(values.accountNo)
    const fields = {
      bankId: Number(values.bankId),
      holderName: normalizeHolderName(values.holderName),
      ...(accountNo ? { accountNo } : {}),
    }
    const body: SaveCardBody = card ? { id: card.id, ...fields } : { ...fields, accountNo }
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const failure = cardFailure(error)
        setErrors(failure.fields)
        setFormError(failure.form ? t(failure.form) : undefined)
      },
    })
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <Select
        label={t('cards.bank')}
        name="bankId"
        value={values.bankId}
        onChange={(v) => set('bankId', v)}
        options={[
          { value: '', label: t('cards.chooseBank') },
          ...banks.map((b) => ({ value: String(b.id), label: b.name })),
        ]}
        aria-invalid={errors.bankId ? true : undefined}
        aria-describedby={errors.bankId ? 'card-bank-error' : undefined}
      />
      {errors.bankId ? (
        <p id="card-bank-error" className={s.fieldError} role="alert">
          {fieldText(errors.bankId)}
        </p>
      ) : null}
      <TextField
        label={t('cards.holderName')}
        name="holderName"
        autoComplete="name"
        value={values.holderName}
        maxLength={HOLDER_NAME_MAX}
        onChange={(e) => set('holderName', e.target.value)}
        error={fieldText(errors.holderName)}
        hint={t('cards.holderHint')}
      />
      <TextField
        label={t('cards.accountNo')}
        name="accountNo"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.accountNo}
        onChange={(e) => set('accountNo', e.target.value)}
        error={fieldText(errors.accountNo)}
        placeholder={card ? card.accountNoMasked : undefined}
        hint={
          card
            ? t('cards.accountKeep', { masked: card.accountNoMasked, min, max })
            : t('cards.accountHint', { min, max })
        }
      />
      {formError ? (
        <p className={s.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={save.isPending}>
        {card ? t('cards.saveChanges') : t('cards.add')}
      </Button>
    </form>
  )
}
