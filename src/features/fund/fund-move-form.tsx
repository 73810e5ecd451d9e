import { type FormEvent, useState } from 'react'
import type { SafeboxInfo, SafeboxMoveReply } from '../../../contract/calls/safebox.ts'
import { useIdempotentSubmit } from '../../api/use-idempotent-submit.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { useMoney } from '../../ui/money.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { type FieldError, useFieldText } from '../auth/index.ts'
import s from './fund.module.css'
import { amountText, parseAmount } from './fund-amount.ts'
import { type MoveBody, useSafeboxMove } from './fund-api.ts'
import { checkPassword, type FundField } from './fund-errors.ts'
import { FundFormError, useFundErrors } from './fund-form-errors.tsx'

type Direction = 'in' | 'out'

/** Move coins in (from the wallet) or out (to the wallet, with the password). */
export function FundMoveForm({ info }: { info: SafeboxInfo }) {
  const { t, i18n } = useTranslation()
  const fieldText = useFieldText()
  const money = useMoney()
  const mutation = useSafeboxMove()
  const submits = useIdempotentSubmit()
  const [direction, setDirection] = useState<Direction>('in')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const { errors, formError, show, clear, fail } = useFundErrors(info.passwordLength)
  const available = direction === 'in' ? info.coin : info.safebox

  const reset = (next: Direction) => {
    setDirection(next)
    setAmount('')
    setPassword('')
    show({})
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mutation.isPending) return
    const minor = parseAmount(amount)
    const next: Partial<Record<FundField, FieldError>> = {}
    if (amount.trim() === '') next.amount = { key: 'validation.required' }
    else if (minor === null || minor <= 0) next.amount = { key: 'fund.amountFormat' }
    else if (minor > available) {
      next.amount = { key: direction === 'in' ? 'errors.insufficientFunds' : 'errors.safeboxShort' }
    }
    const passwordError = direction === 'out' ? checkPassword(password, info.passwordLength) : undefined
    if (passwordError) next.password = passwordError
    show(next)
    if (minor === null || Object.keys(next).length > 0) return
    const body: MoveBody =
      direction === 'in' ? { direction, amount: minor } : { direction, amount: minor, password }
    // A resubmit of the same values after a timeout or a 5xx reuses the key: the coins move once.
    const attempt = submits.attempt<SafeboxMoveReply>(body, {
      onSuccess: () => {
        toast(t(direction === 'in' ? 'fund.movedIn' : 'fund.movedOut', { amount: money(minor, 'amount') }), {
          tone: 'success',
        })
        setAmount('')
        setPassword('')
      },
      onError: fail,
    })
    mutation.mutate({ body, idempotencyKey: attempt.key }, attempt)
  }

  return (
    <section className={b.card} aria-labelledby="fund-move-title">
      <h2 id="fund-move-title" className={b.cardTitle}>
        {t('fund.moveTitle')}
      </h2>
      <Tabs
        base="fund-move"
        label={t('fund.moveTitle')}
        value={direction}
        onChange={(id) => reset(id as Direction)}
        items={[
          { id: 'in', label: t('fund.moveIn') },
          { id: 'out', label: t('fund.moveOut') },
        ]}
      />
      <TabPanel base="fund-move" id={direction}>
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField
            label={t(direction === 'in' ? 'fund.amountIn' : 'fund.amountOut')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value)
              clear('amount')
            }}
            error={fieldText(errors.amount)}
            hint={t(direction === 'in' ? 'fund.availableWallet' : 'fund.availableBox', {
              amount: money(available, 'amount'),
            })}
            trailing={
              <button
                type="button"
                className={s.allButton}
                disabled={available <= 0}
                onClick={() => {
                  setAmount(amountText(available, i18n.resolvedLanguage))
                  clear('amount')
                }}
              >
                {t('fund.all')}
              </button>
            }
          />
          {direction === 'out' ? (
            <PasswordField
              label={t('fund.password')}
              name="password"
              autoComplete="off"
              inputMode="numeric"
              maxLength={info.passwordLength}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value)
                clear('password')
              }}
              error={fieldText(errors.password)}
            />
          ) : null}
          <FundFormError text={formError} />
          <Button type="submit" block loading={mutation.isPending}>
            {t(direction === 'in' ? 'fund.submitIn' : 'fund.submitOut')}
          </Button>
        </form>
      </TabPanel>
    </section>
  )
}
