import { graphql } from '../../../gql';

/** What every courier screen shows of a courier. */
export const MessengerFields = graphql(`
  fragment MessengerFields on Messenger {
    id
    name
    phone
    email
    userId
    zipCodes
    active
    hours {
      id
      weekday
      weekdayLabel
      startTime
      endTime
    }
  }
`);

/** One stop as a route lists it. */
export const RouteStopFields = graphql(`
  fragment RouteStopFields on RouteStop {
    id
    messengerId
    kind
    status
    windowStart
    windowEnd
    customerId
    customerName
    customerPhone
    orderId
    orderNumber
    address {
      address1
      address2
      city
      state
      zip
    }
    notes
    rollCount
    notifiedAt
    doneAt
  }
`);
