// Seed: Codeforces 786A Berzerk, blog write-up by Yiming Pan (/work/shared/seeds/000_6ae79ae2cb42099f.txt; http://codeforces.com/contest/786/problem/A); verbatim, no changes needed for g++ -O2.
#include <bits/stdc++.h>
using namespace std;
template<typename T>
inline T read(T&x){
	x=0;int f=0;char ch=getchar();
	while (ch<'0'||ch>'9') f|=(ch=='-'),ch=getchar();
	while (ch>='0'&&ch<='9') x=x*10+ch-'0',ch=getchar();
	return x=f?-x:x;
}
const int N=7000+10;
const int LOOP=0;
const int WIN=1;
const int LOSE=2;
int n,i,k[2],s[N][2],dp[N][2],deg[N][2];
bool vis[N][2];
struct Node{
	int pos,who,sta;
};
int main(){
	read(n);
	for (read(k[0]),i=1;i<=k[0];i++) read(s[i][0]);
	for (read(k[1]),i=1;i<=k[1];i++) read(s[i][1]);
	for (i=0;i<n;i++){
		deg[i][0]=k[0];
		deg[i][1]=k[1];
	}
	dp[0][0]=dp[0][1]=LOSE;
	vis[0][0]=vis[0][1]=1;
	queue<Node>Q;
	Q.push((Node){0,0,LOSE});
	Q.push((Node){0,1,LOSE});
	while (!Q.empty()){
		Node cur=Q.front();Q.pop();
		int turn=cur.who^1;
		if (cur.sta==LOSE){
			for (i=1;i<=k[turn];i++){
				int nxt=(cur.pos-s[i][turn]+n)%n;
				if (!vis[nxt][turn]){
					vis[nxt][turn]=1;
					dp[nxt][turn]=WIN;
					Q.push((Node){nxt,turn,WIN});
				}
			}
		}
		else{
			for (i=1;i<=k[turn];i++){
				int nxt=(cur.pos-s[i][turn]+n)%n;
				deg[nxt][turn]--;
				if (deg[nxt][turn]==0&&!vis[nxt][turn]){
					vis[nxt][turn]=1;
					dp[nxt][turn]=LOSE;
					Q.push((Node){nxt,turn,LOSE});
				}
			}
		}
	}
	for (int player=0;player<2;player++){
		for (i=1;i<n;i++){
			if (dp[i][player]==LOOP) printf("Loop ");
			else if (dp[i][player]==WIN) printf("Win ");
			else printf("Lose ");
		}
		puts("");
	}
	return 0;
}
