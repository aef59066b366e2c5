import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { compact, emailArg, loginArgs, resetPasswordArgs, signupInput, tokenArg } from '../inputs.js';

function issuedToken(ctx: GraphQLContext): string {
  const token = ctx.session.rotatedToken;
  if (!token) throw codedError('The lab did not start a session. Please try again.', 'UPSTREAM_ERROR');
  return token;
}

export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => ctx.currentUser(),
    validatePasswordResetToken: async (_root, args, ctx) => {
      const { token } = tokenArg.parse(args);
      try {
        const answer = await ctx.lab.auth.validatePasswordResetToken(token);
        return answer.valid === true;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 400 || status === 404) return false;
        throw error;
      }
    },
  },
  Mutation: {
    login: async (_root, args, ctx) => {
      const { email, password } = loginArgs.parse(args);
      const user = await ctx.lab.auth.login(email, password);
      return { token: issuedToken(ctx), user };
    },
    signup: async (_root, args, ctx) => {
      const input = compact(signupInput.parse(args.input));
      const user = await ctx.lab.auth.signup(input);
      return { token: issuedToken(ctx), user };
    },
    requestPasswordReset: async (_root, args, ctx) => {
      const { email } = emailArg.parse(args);
      await ctx.lab.auth.requestPasswordReset(email);
      return true;
    },
    resetPassword: async (_root, args, ctx) => {
      const { token, password } = resetPasswordArgs.parse(args);
      await ctx.lab.auth.resetPassword(token, password);
      return true;
    },
  },
};
