import { z } from 'zod';
import type { LabMessenger, LabStop } from '../../lab-client/messengers.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin, requireSelfOrAdmin, requireUser } from '../guards.js';
import { compact, idArg } from '../inputs.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const id = idArg.shape.id;
const labDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-25')
  .nullish()
  .transform((value) => value ?? undefined);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times look like 09:30 (24-hour)');

const messengerInput = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(80, 'Names are at most 80 characters').nullish(),
  phone: z.string().trim().max(30, 'Phone numbers are at most 30 characters').nullish(),
  zipCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Zip codes are 5 digits'),
    )
    .max(200)
    .nullish(),
  userId: id.nullish(),
  active: z.boolean().nullish(),
});

const hoursInput = z
  .object({
    weekday: z.number().int().min(0).max(6, 'Weekday is 0 (Sunday) to 6'),
    startTime: time,
    endTime: time,
  })
  .refine((hours) => hours.endTime > hours.startTime, {
    path: ['endTime'],
    message: 'End after the start time',
  });

const bookingInput = z.object({
  orderId: id,
  messengerId: id,
  startsAt: z.iso.datetime({ offset: true, message: 'Choose a pick-up time' }),
  addressId: id,
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').nullish(),
  userId: id.nullish(),
});

const stopInput = z.object({
  messengerId: id,
  customerId: id,
  orderId: id.nullish(),
  kind: z.enum(['PICK_UP', 'DELIVERY']),
  windowStart: z.iso.datetime({ offset: true }),
  windowEnd: z.iso.datetime({ offset: true }),
  addressId: id,
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').nullish(),
});

/** Admins, or the MESSENGER signed in as this courier (the lab checks again). */
async function requireCourierOrAdmin(ctx: GraphQLContext, messengerId: string): Promise<void> {
  const user = await requireUser(ctx);
  if (user.role === 'ADMIN') return;
  if (user.role !== 'MESSENGER') {
    throw codedError('Only lab staff and couriers can do this.', 'FORBIDDEN', { status: 403 });
  }
  const own = await ctx.lab.messengers.list();
  if (!own.some((messenger) => String(messenger.id) === messengerId)) {
    throw codedError('That is not your route.', 'FORBIDDEN', { status: 403 });
  }
}

const messengerBody = (input: z.infer<typeof messengerInput>) => {
  const { userId, phone, ...rest } = compact(input);
  return {
    ...rest,
    ...(input.phone !== undefined ? { phone: phone || null } : {}),
    ...(input.userId !== undefined ? { userId: userId ? Number(userId) : null } : {}),
  };
};

export const messengerResolvers: Resolvers = {
  Query: {
    messengers: async (_root, _args, ctx) => {
      const user = await requireUser(ctx);
      if (user.role !== 'ADMIN' && user.role !== 'MESSENGER') {
        throw codedError('Only lab staff and couriers can see couriers.', 'FORBIDDEN', { status: 403 });
      }
      return ctx.lab.messengers.list();
    },
    messenger: async (_root, args, ctx) => {
      const { id: messengerId } = idArg.parse(args);
      await requireCourierOrAdmin(ctx, messengerId);
      return ctx.lab.messengers.get(messengerId);
    },
    messengerRoute: async (_root, args, ctx) => {
      const { messengerId } = z.object({ messengerId: id }).parse(args);
      const range = z.object({ from: labDate, to: labDate }).parse({ from: args.from, to: args.to });
      await requireCourierOrAdmin(ctx, messengerId);
      return ctx.lab.messengers.route(messengerId, compact(range));
    },
  },
  Mutation: {
    createMessenger: async (_root, args, ctx) => {
      const input = messengerInput.parse(args.input);
      if (!input.name) throw codedError('Enter a name', 'BAD_USER_INPUT', { field: 'name' });
      await requireAdmin(ctx);
      return ctx.lab.messengers.create(messengerBody(input));
    },
    updateMessenger: async (_root, args, ctx) => {
      const { id: messengerId } = idArg.parse({ id: args.id });
      const input = messengerInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.messengers.update(messengerId, messengerBody(input));
    },
    addMessengerHours: async (_root, args, ctx) => {
      const { messengerId } = z.object({ messengerId: id }).parse(args);
      const input = hoursInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.messengers.addHours(messengerId, input);
    },
    updateMessengerHours: async (_root, args, ctx) => {
      const ids = z.object({ messengerId: id, hoursId: id }).parse(args);
      const input = hoursInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.messengers.updateHours(ids.messengerId, ids.hoursId, input);
    },
    deleteMessengerHours: async (_root, args, ctx) => {
      const ids = z.object({ messengerId: id, hoursId: id }).parse(args);
      await requireAdmin(ctx);
      return ctx.lab.messengers.deleteHours(ids.messengerId, ids.hoursId);
    },
    addRouteStop: async (_root, args, ctx) => {
      const { messengerId, customerId, orderId, ...input } = stopInput.parse(args.input);
      await requireAdmin(ctx);
      return ctx.lab.messengers.addStop(messengerId, {
        ...compact(input),
        userId: Number(customerId),
        ...(orderId ? { orderId: Number(orderId) } : {}),
        addressId: Number(input.addressId),
      });
    },
    setStopStatus: async (_root, args, ctx) => {
      const ids = z.object({ messengerId: id, stopId: id }).parse(args);
      await requireCourierOrAdmin(ctx, ids.messengerId);
      return ctx.lab.messengers.setStop(ids.messengerId, ids.stopId, { status: args.status });
    },
    notifyNextStop: async (_root, args, ctx) => {
      const { messengerId } = z.object({ messengerId: id }).parse(args);
      const date = labDate.parse(args.date);
      await requireCourierOrAdmin(ctx, messengerId);
      return ctx.lab.messengers.notifyNextStop(messengerId, date ? { from: date, to: date } : {});
    },
    bookCourierPickUp: async (_root, args, ctx) => {
      const { userId, ...input } = bookingInput.parse(args.input);
      const owner = userId ?? String((await requireUser(ctx)).id);
      if (userId) await requireSelfOrAdmin(ctx, userId);
      return ctx.lab.messengers.bookPickUp(owner, {
        ...compact(input),
        orderId: Number(input.orderId),
        messengerId: Number(input.messengerId),
        addressId: Number(input.addressId),
      });
    },
  },
  User: {
    courierAvailability: async (user, args, ctx) => {
      const addressId = args.addressId ? idArg.parse({ id: args.addressId }).id : undefined;
      const answer = await ctx.lab.messengers.availabilities(user.id, addressId);
      return {
        addressId: answer.addressId === null ? null : String(answer.addressId),
        zip: answer.zip,
        windows: answer.availabilities.map((window) => ({
          ...window,
          messengerId: String(window.messengerId),
        })),
      };
    },
    messenger: async (user, _args, ctx) => {
      if (user.role !== 'MESSENGER') return null;
      const me = await requireUser(ctx);
      if (String(me.id) !== String(user.id)) return null;
      const [own] = await ctx.lab.messengers.list();
      return own ?? null;
    },
  },
  Order: {
    courierPickUp: async (order, _args, ctx) => {
      const [latest] = await ctx.lab.messengers.pickUps(order.order.customerId, order.order.id);
      return latest && latest.status !== 'MISSED'
        ? { stop: latest, messengerName: latest.messengerName }
        : null;
    },
  },
  Messenger: {
    id: (messenger: LabMessenger) => String(messenger.id),
    userId: (messenger) => (messenger.userId === null ? null : String(messenger.userId)),
  },
  MessengerHours: {
    id: (hours) => String(hours.id),
    weekdayLabel: (hours) => WEEKDAYS[hours.weekday] ?? '',
  },
  Route: {
    messengerId: (route) => String(route.messengerId),
  },
  RouteStop: {
    id: (stop: LabStop) => String(stop.id),
    messengerId: (stop) => String(stop.messengerId),
    customerId: (stop) => String(stop.userId),
    orderId: (stop) => (stop.orderId === null ? null : String(stop.orderId)),
    orderNumber: (stop) => (stop.orderId === null ? null : `10${stop.orderId}`),
  },
};
