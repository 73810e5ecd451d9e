import { type FormEvent, useState } from 'react'
import type { ExchangeReply, GetExchangeReply } from '../../../../contract/calls/wallet-withdraw.ts'
import { useAppConfig } from '../../../api/app-config.ts'
import { useIdempotentSubmit } from '../../../api/use-idempotent-submit.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button, ButtonLabel, buttonClass } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { useMoney } from '../../../ui/money.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { type FieldError, useFieldText } from '../../auth/index.ts'
import { useExchange } from '../api/exchange.ts'
import { checkAmount, feeFor, floorUnits, parseWholeUnits, withdrawRange } from './amount.ts'
import type { Withdrawal } from './pending-withdrawal.tsx'
import s from './withdraw.module.css'
import { type WithdrawField, withdrawFailure } from './withdraw-errors.ts'

/** A request the player has filled in and is asked to confirm. */
interface ExchangeBody {
  amount: number
  cardId: number
  safeboxPassword?: string
}

interface WithdrawFormProps {
  data: GetExchangeReply
  onDone: (withdrawal: Withdrawal) => void
}

export function WithdrawForm({ data, onDone }: WithdrawFormProps) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const lengths = useAppConfig().data?.lengths
  const mutation = useExchange()
  const submits = useIdempotentSubmit()
  const [cardId, setCardId] = useState<number | null>(data.cards[0]?.id ?? null)
  const [amountText, setAmountText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<WithdrawField, FieldError>>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState<ExchangeBody | null>(null)

  const format = useMoney()
  // Limits, fee and payout are what is charged and paid: exact.
  const money = (minor: number) => format(minor, 'amount')
  const range = withdrawRange(data)
  // Money whose wagering is met can go even while a newer deposit is still locked (issue 17).
  const canWithdraw = range.max >= range.min && range.max > 0
  const typed = parseWholeUnits(amountText)
  const fee = typed && typed > 0 ? feeFor(data, typed) : null

  const clear = (field: WithdrawField) => {
    setErrors((e) => ({ ...e, [field]: undefined }))
    setFormError(undefined)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mutation.isPending) return
    const checked = checkAmount(amountText, data)
    const next: Partial<Record<WithdrawField, FieldError>> = {}
    if (checked.error) {
      // Limits come back in whole units; show them grouped like every other amount on the page.
      const v = checked.error.values
      next.amount = v
        ? { ...checked.error, values: { min: money(Number(v.min) * 100), max: money(Number(v.max) * 100) } }
        : checked.error
    }
    if (cardId === null) next.cardId = { key: 'withdraw.chooseCard' }
    if (data.hasSafeboxPassword && password === '') next.safeboxPassword = { key: 'validation.required' }
    setErrors(next)
    setFormError(undefined)
    if (checked.amount === undefined || cardId === null || Object.keys(next).length > 0) return
    // Irreversible: the player sees amount, fee, payout and card once more and confirms (issue 17).
    setConfirming({
      amount: checked.amount,
      cardId,
      ...(data.hasSafeboxPassword ? { safeboxPassword: password } : {}),
    })
  }

  const send = (body: ExchangeBody) => {
    setConfirming(null)
    if (mutation.isPending) return
    // A resubmit of the same request after a timeout, a 5xx or a 409 reuses the key: funds held once.
    const attempt = submits.attempt<ExchangeReply>(body, {
      onSuccess: (reply) => onDone(reply.withdrawal),
      onError: (error) => {
        const failure = withdrawFailure(error)
        setErrors(failure.fields)
        setFormError(failure.form ? t(failure.form) : undefined)
      },
    })
    mutation.mutate({ body, idempotencyKey: attempt.key }, attempt)
  }

  const confirmCard = confirming ? data.cards.find((c) => c.id === confirming.cardId) : undefined
  const confirmFee = confirming ? feeFor(data, confirming.amount) : 0

  if (data.cards.length === 0) {
    return (
      <section className={`${s.card} ${s.center}`} aria-labelledby="withdraw-nocard">
        <h2 id="withdraw-nocard" className={s.cardTitle}>
          {t('withdraw.noCardTitle')}
        </h2>
        <p className={s.note}>{t('withdraw.noCardText')}</p>
        <AppLink href="/wallets/card/edit" className={buttonClass({ wrap: true })}>
          <ButtonLabel>{t('withdraw.addCard')}</ButtonLabel>
        </AppLink>
      </section>
    )
  }

  return (
    <form className={s.card} onSubmit={submit} noValidate aria-labelledby="withdraw-form-title">
      <div className={s.cardHead}>
        <h2 id="withdraw-form-title" className={s.cardTitle}>
          {t('withdraw.formTitle')}
        </h2>
        <AppLink href="/wallets/card/list" className={s.inlineLink}>
          {t('withdraw.manageCards')}
        </AppLink>
      </div>

      <fieldset className={s.cards} aria-describedby={errors.cardId ? 'withdraw-card-error' : undefined}>
        <legend className={s.legend}>{t('withdraw.card')}</legend>
        {data.cards.map((card) => (
          <label key={card.id} className={`${s.cardOption} ${cardId === card.id ? s.cardChosen : ''}`}>
            <input
              type="radio"
              name="cardId"
              value={card.id}
              checked={cardId === card.id}
              onChange={() => {
                setCardId(card.id)
                clear('cardId')
              }}
            />
            <span className={s.cardBank}>{card.bankName}</span>{' '}
            <span className={s.cardNo}>{card.accountNoMasked}</span>{' '}
            <span className={s.cardHolder}>{card.holderName}</span>
          </label>
        ))}
        {errors.cardId ? (
          <p id="withdraw-card-error" className={s.fieldError} role="alert">
            {fieldText(errors.cardId)}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label={t('withdraw.amount')}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={amountText}
        placeholder={
          canWithdraw
            ? t('withdraw.amountPlaceholder', { min: money(range.min), max: money(range.max) })
            : undefined
        }
        onChange={(e) => {
          setAmountText(e.target.value)
          clear('amount')
        }}
        error={fieldText(errors.amount)}
        hint={
          !canWithdraw
            ? undefined
            : fee !== null && typed !== null
              ? t('withdraw.feePreview', { fee: money(fee), payout: money(Math.max(0, typed - fee)) })
              : t('withdraw.amountHint', { min: money(range.min), max: money(range.max) })
        }
        disabled={!canWithdraw}
        trailing={
          <button
            type="button"
            className={s.allButton}
            disabled={!canWithdraw}
            onClick={() => {
              setAmountText(String(floorUnits(range.max)))
              clear('amount')
            }}
          >
            {t('withdraw.all')}
          </button>
        }
      />

      {data.hasSafeboxPassword ? (
        <PasswordField
          label={t('withdraw.safeboxPassword')}
          name="safeboxPassword"
          autoComplete="off"
          inputMode="numeric"
          value={password}
          maxLength={lengths?.safeboxPasswordLength || undefined}
          onChange={(e) => {
            setPassword(e.target.value)
            clear('safeboxPassword')
          }}
          error={fieldText(errors.safeboxPassword)}
          hint={t('withdraw.safeboxHint')}
          disabled={!canWithdraw}
        />
      ) : null}

      {formError ? (
        <p className={s.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={s.note}>{t('withdraw.noCancel')}</p>
      <Button type="submit" block size="lg" loading={mutation.isPending} disabled={!canWithdraw}>
        {t('withdraw.submit')}
      </Button>
      {!canWithdraw ? (
        <p className={s.note} role="status">
          {data.turnover.locked > 0
            ? t('withdraw.lockedTurnover')
            : t('withdraw.belowMin', { min: money(range.min) })}
        </p>
      ) : null}
      <Dialog
        open={confirming !== null}
        title={t('withdraw.confirm.title')}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) send(confirming)
        }}
        confirmLabel={t('withdraw.confirm.submit', { amount: money(confirming?.amount ?? 0) })}
        actions={
          <Button variant="secondary" block data-autofocus onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
        }
      >
        <dl className={s.rows} data-testid="withdraw-confirm">
          <div>
            <dt>{t('withdraw.result.amount')}</dt>
            <dd>{money(confirming?.amount ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{money(confirmFee)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.receive')}</dt>
            <dd className={s.strong}>{money(Math.max(0, (confirming?.amount ?? 0) - confirmFee))}</dd>
          </div>
          <div>
            <dt>{t('withdraw.result.card')}</dt>
            <dd>
              {confirmCard
                ? `${confirmCard.bankName} ${confirmCard.accountNoMasked} · ${confirmCard.holderName}`
                : ''}
            </dd>
          </div>
        </dl>
        <p className={s.confirmText}>{t('withdraw.confirm.text')}</p>
      </Dialog>
    </form>
  )
}
