/**
 * Passwords in URIs, hidden the one way every module shows them: the engine's configuration
 * (which carries a database URI it never connects to) and the storage module (which connects)
 * both keep and print a URI through {@link org.evodraughts.uri.UriPasswords}. Not rules: it lives
 * in the lowest module only so that both can use it.
 */
package org.evodraughts.uri;
