import { graphql } from '../../../gql';

/**
 * Everything the order page, its summary and its forms show of one order. The mutations that change an order
 * answer the same fields, so urql's cache puts the changed order straight back on screen.
 */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    number
    kind
    status
    location
    notes
    createdAt
    invoicedAt
    paidAt
    completedAt
    canceledAt
    printsReadyAt
    customer {
      id
      firstName
      lastName
      email
    }
    rollCount
    expectedRollCount
    receivedRollCount
    countMismatch
    rolls {
      id
      process
      processLabel
      format
      formatLabel
      stock
      pushPull
      crossProcess
      addPrints
      addRush
      sleeving
      scanQuality
      halfFrames
      negativesAction
      notes
      stage
      estimatedReadyAt
      events {
        event
        at
        recordedBy
      }
    }
    shipments {
      id
      method
      methodLabel
      serviceLevel
      toCustomer
      carrier
      trackingNumber
      trackingUrl
      labelUrl
      createdAt
      address {
        id
        address1
        address2
        city
        state
        zip
      }
    }
    lines {
      key
      description
      unitAmount
      quantity
      creditsApplied
      amount
    }
    credits {
      kind
      label
      quantity
      value
    }
    totals {
      subtotal
      discount
      credit
      creditLabel
      tax
      total
    }
    actions {
      edit
      delete
      pay
      addRush
      returnNegatives
    }
  }
`);
