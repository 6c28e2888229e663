/**
 * The web application behind {@code evodraughts serve}: a board to play any champion or
 * baseline in the browser ({@link org.evodraughts.web.PlayGame}, {@link org.evodraughts.web.PlayGames}),
 * runs and champions as JSON with live updates ({@link org.evodraughts.web.RunsApi},
 * {@link org.evodraughts.web.RunEvents}), and a PDN viewer ({@link org.evodraughts.web.GameJson}).
 * {@link org.evodraughts.web.WebServer} wires them to Javalin. Only the person who started the
 * server may use it ({@link org.evodraughts.web.Access}: the printed token, Host, Origin, JSON
 * only); no run is read through a link out of it ({@link org.evodraughts.web.ContainedRun}); one
 * request or client cannot exhaust it ({@link org.evodraughts.web.SearchLimits},
 * {@link org.evodraughts.web.FairSearchPool}). The rules, notation and searches
 * are the project's own (module {@code checkers}, package {@code play}); the pages only choose
 * among the legal moves the server sends. Runs are read through the runs module
 * ({@code RunLocator}, {@code RunView}, {@code RunId}). Module ga-engine/web, the only one with
 * Javalin and Jetty on its class path; the engine never imports it.
 */
package org.evodraughts.web;
