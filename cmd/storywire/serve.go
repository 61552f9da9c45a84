package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/server"
)

// cmdServe is storywire serve [--db FILE] [--addr HOST:PORT] [--token T]
// [PATH...]: ingest the paths, if any, then serve the store's pages and
// API until interrupted.
func cmdServe(e *env, args []string) int {
	fs := newFlags(e, "serve", "[PATH...]")
	db := dbFlag(fs)
	addr := fs.String("addr", "127.0.0.1:8080", "`address` to listen on")
	token := fs.String("token", os.Getenv("STORYWIRE_TOKEN"), "bearer `token` that writes (POST /api/v1/articles) must carry; none: read-only (env STORYWIRE_TOKEN)")
	maxBody := fs.Int64("max-body", 8<<20, "largest request body in `bytes`")
	paths, code, ok := parse(fs, args)
	if !ok {
		return code
	}
	st, ok := openStore(e, *db)
	if !ok {
		return exitRejected
	}
	defer st.Close()
	status := exitOK
	if len(paths) > 0 {
		status = ingest(e, st, paths, 512, false)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	pl, err := engine.Open(ctx, st)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	srv, err := server.New(pl, server.Options{Token: *token, MaxBody: *maxBody, Log: log.New(e.stderr, "storywire serve: ", log.LstdFlags)})
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	mode := "read-only (no --token)"
	if *token != "" {
		mode = "accepting POST /api/v1/articles with the bearer token"
	}
	fmt.Fprintf(e.stdout, "storywire: serving %s at http://%s/ (%s); Ctrl-C to stop\n", st.Path(), ln.Addr(), mode)
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	return status
}
