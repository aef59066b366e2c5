import { z } from 'zod';
import { signInHeaders } from '../../lab-client/sessions.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin } from '../guards.js';
import { compact, emailArg, loginArgs, resetPasswordArgs, signupInput, tokenArg } from '../inputs.js';

const socialTokenArg = z.object({
  token: z.string().trim().min(1, 'The sign-in token is missing').max(8192, 'The sign-in token is too long'),
});

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

const twoFactorCodeArg = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the e-mail' }),
});

function issuedToken(ctx: GraphQLContext): string {
  const token = ctx.session.rotatedToken;
  if (!token) throw codedError('The lab did not start a session. Please try again.', 'UPSTREAM_ERROR');
  return token;
}

export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx) => ctx.currentUser(),
    // The stand-in provider's page is this BFF's /stand-in-identity/{provider}; a real provider's start URL (its
    // OAuth authorize link) would replace it here.
    socialSignInProviders: async (_root, _args, ctx) => {
      const { providers } = await ctx.lab.auth.socialProviders();
      return providers.map((id) => ({
        provider: id === 'google' ? ('GOOGLE' as const) : ('FACEBOOK' as const),
        name: PROVIDER_NAMES[id],
        startUrl: `/stand-in-identity/${id}`,
      }));
    },
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
      const user = await ctx.lab.auth.login(email, password, signInHeaders(ctx.visitor));
      return { token: issuedToken(ctx), user };
    },
    signup: async (_root, args, ctx) => {
      const input = compact(signupInput.parse(args.input));
      const user = await ctx.lab.auth.signup(input, signInHeaders(ctx.visitor));
      return { token: issuedToken(ctx), user };
    },
    requestPasswordReset: async (_root, args, ctx) => {
      const { email } = emailArg.parse(args);
      await ctx.lab.auth.requestPasswordReset(email);
      return true;
    },
    googleSignIn: async (_root, args, ctx) => {
      const { token } = socialTokenArg.parse(args);
      const user = await ctx.lab.auth.socialSignIn('google', token, signInHeaders(ctx.visitor));
      return { token: issuedToken(ctx), user };
    },
    facebookSignIn: async (_root, args, ctx) => {
      const { token } = socialTokenArg.parse(args);
      const user = await ctx.lab.auth.socialSignIn('facebook', token, signInHeaders(ctx.visitor));
      return { token: issuedToken(ctx), user };
    },
    requestTwoFactorCode: async (_root, _args, ctx) => {
      await requireAdmin(ctx);
      await ctx.lab.auth.requestTwoFactorCode();
      return true;
    },
    verifyTwoFactorCode: async (_root, args, ctx) => {
      const { code } = twoFactorCodeArg.parse(args);
      await requireAdmin(ctx);
      const user = await ctx.lab.auth.verifyTwoFactorCode(code);
      return { token: issuedToken(ctx), user };
    },
    resetPassword: async (_root, args, ctx) => {
      const { token, password } = resetPasswordArgs.parse(args);
      await ctx.lab.auth.resetPassword(token, password);
      return true;
    },
  },
};
