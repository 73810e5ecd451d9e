import { useMutation } from '@tanstack/react-query'
import { apiCall } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

/**
 * Closes the player's open game sessions and returns the coins they still hold to the wallet. Until
 * games hold balances of their own it closes nothing and only answers the current balance.
 */
export const retrieveBalance = () => apiCall('retrieveBalance', {})

export const useRetrieveBalance = () =>
  useMutation({ mutationFn: retrieveBalance, onSuccess: (reply) => updateUser({ coin: reply.coin }) })
